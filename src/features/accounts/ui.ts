/**
 * Shopper accounts' pages (issue 18): /sign-in, My garage and the alerts' unsubscribe page. Each
 * imports its stylesheet itself, so a route that renders one gets its styles.
 */
export { MyGaragePage } from './garage/MyGaragePage'
export { SignInPage } from './sign-in/SignInPage'
export { UnsubscribePage } from './alerts/UnsubscribePage'
