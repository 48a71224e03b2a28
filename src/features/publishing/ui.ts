/** Publishing's page: the admin's live preview of a draft page, promo or menu. */
export { LivePreviewPage } from './LivePreviewPage'
