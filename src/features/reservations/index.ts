/**
 * Reserve and buy online (issue 19). Started: the atomic reservation store. The checkout pages,
 * payments port and admin actions land here next.
 */
export { expireUnpaidReservations, takeCarForReservation, type CarToReserve, type ReservationContact, type TakeCarResult } from './reservation-store'
