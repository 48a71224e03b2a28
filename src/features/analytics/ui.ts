export { GoogleTag } from './GoogleTag'
