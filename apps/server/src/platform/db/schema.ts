import * as audit from './schema/audit';
import * as auth from './schema/auth';
import * as board from './schema/board';
import * as costPlanning from './schema/cost-planning';
import * as costing from './schema/costing';
import * as financialData from './schema/financial-data';
import * as forecast from './schema/forecast';
import * as notifications from './schema/notifications';
import * as organisations from './schema/organisations';
import * as pageViews from './schema/page-views';
import * as pages from './schema/pages';
import * as payroll from './schema/payroll';

/** Every table, passed to Drizzle so relational queries and the better-auth adapter see them. */
export const schema = {
  ...audit,
  ...auth,
  ...board,
  ...costPlanning,
  ...costing,
  ...financialData,
  ...forecast,
  ...notifications,
  ...organisations,
  ...pageViews,
  ...pages,
  ...payroll,
};
export type Schema = typeof schema;
