import { useSyncExternalStore } from 'react'

import { hasShopperSession } from './shopper-session-cookie'

const noSubscription = () => () => undefined

/** Whether a shopper is signed in: false on the server and while hydrating (pages are the same for everyone), then the cookie's answer. */
export const useShopperSession = (): boolean => useSyncExternalStore(noSubscription, hasShopperSession, () => false)
