export { UnsubscribePage } from './alerts/UnsubscribePage'
