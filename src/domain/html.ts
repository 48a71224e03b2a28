/** Text made safe to put in HTML (email bodies built as strings): the five characters HTML gives meaning. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
