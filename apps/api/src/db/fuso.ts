import { FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';
import { sql } from 'drizzle-orm';

/**
 * The company's zone for `at time zone` in SQL, from the one home of time (packages/fiscal/src/common/data-hora.ts).
 * A literal, not a bound parameter: an expression such as `date_trunc('month', x at time zone ${FUSO_SQL})`
 * must read the same in SELECT and GROUP BY, and match the migrations' indexes, which a `$1` would not.
 */
export const FUSO_SQL = sql.raw(`'${FUSO_DA_EMPRESA}'`);
