/**
 * The words of every dialog (src/components/ModalDialog.client.tsx). Part of DEFAULT_TEXTS
 * (./texts.ts), apart so a page whose first-load browser code has a dialog does not carry every
 * message of the site.
 */
export const DIALOG_TEXTS = {
  closeDialog: 'Close',
} as const
