// Values written into the text of a generated statement or store function (the leave commands' reads):
// the domain's words arrive there from its constants through these, quoted, never typed into SQL by hand.

/** A text literal. */
export function sqlText(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** A text[] literal. */
export function sqlTextArray(values: readonly string[]): string {
  return values.length === 0 ? `'{}'::text[]` : `array[${values.map(sqlText).join(', ')}]::text[]`;
}
