/** Fills {name} placeholders; a placeholder without a value stays visible so the gap is noticed. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
