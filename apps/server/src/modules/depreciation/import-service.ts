import {
  type AssetImportMode,
  type AssetImportProblem,
  type AssetImportResult,
  MAX_IMPORT_PROBLEMS,
} from '@bus/domain';
import { AppError } from '../../platform/errors/app-error';
import { readImport } from './asset-import';
import type { AssetActor } from './asset-service';
import type { DepreciationRepo } from './repo';
import { readSheetRows } from './sheet-cells';

export type UploadedRegister = { bytes: Buffer; fileName: string };

/** 400 `asset/import-invalid` with the first problems (rows in file order) and their count. */
function refuse(problems: AssetImportProblem[]): AppError {
  const sorted = [...problems].sort((a, b) => a.row - b.row);
  return new AppError('asset/import-invalid', 400, {
    problems: sorted.slice(0, MAX_IMPORT_PROBLEMS),
    problemCount: problems.length,
  });
}

/**
 * Imports a register file (issue 15 §4): every row is read and checked first, then all rows are
 * written in one transaction — or none, with every problem named. `append` adds to the register
 * (a code it already holds is a problem); `replace` deletes the register first.
 */
export function importService(
  repo: DepreciationRepo,
  changed: (companyId: string) => Promise<void>,
) {
  return {
    async accept(
      actor: AssetActor,
      companyId: string,
      mode: AssetImportMode,
      file: UploadedRegister,
    ): Promise<AssetImportResult> {
      const { rows, date1904 } = readSheetRows(file.bytes, file.fileName);
      const { assets, problems } = readImport(rows, date1904);
      if (problems.length > 0) throw refuse(problems);
      const total = await repo.importAll(
        companyId,
        assets.map((asset) => asset.fields),
        mode,
        actor.id,
        (taken) => {
          const duplicates = assets.flatMap(({ row, fields }) =>
            fields.code && taken.has(fields.code.toLowerCase())
              ? [{ row, column: 'code', code: 'asset/duplicate-code' as const, value: fields.code }]
              : [],
          );
          if (duplicates.length > 0) throw refuse(duplicates);
        },
      );
      await changed(companyId);
      return { imported: assets.length, total };
    },
  };
}
