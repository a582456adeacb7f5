// SQL text helpers for the catalogue seed. D1 refuses statements over 100 kB, so rows go out as
// multi-row INSERTs cut at about 90 kB: few statements (fast to run), none too long.

const MAX_STATEMENT_BYTES = 90_000;

/** A SQL literal: NULL, a number, or a quoted string. Arrays and objects become JSON text. */
export function sqlValue(value) {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/** INSERT statements for `rows` (arrays in `columns` order), each under the D1 size limit. */
export function insertRows(table, columns, rows) {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
  const statements = [];
  let values = [];
  let size = head.length;
  for (const row of rows) {
    const tuple = `(${row.map(sqlValue).join(', ')})`;
    if (values.length > 0 && size + Buffer.byteLength(tuple) + 2 > MAX_STATEMENT_BYTES) {
      statements.push(head + values.join(', ') + ';');
      values = [];
      size = head.length;
    }
    values.push(tuple);
    size += Buffer.byteLength(tuple) + 2;
  }
  if (values.length > 0) statements.push(head + values.join(', ') + ';');
  return statements;
}
