import { z } from 'zod';
import { writesRow } from '../../platform/tenancy/route-rules';

export const PREFIX = '/api/depreciation';
export const tags = ['depreciation'];

/**
 * An asset: written by whoever may write its company; another organisation's is 404. The
 * register's company routes use READ_COMPANY / WRITE_COMPANY (platform/tenancy/route-rules.ts).
 */
export const WRITE_ASSET = writesRow('asset', 'assetId');

export const AssetParams = z.object({ assetId: z.uuid() });
