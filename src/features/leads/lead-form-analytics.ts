import type { LeadFormType } from '@/domain/lead-for-delivery'

/**
 * The tracking event a submitted form sends (spec §7): new car lead 14 / used car 15 for car
 * enquiries, new car lead 14 for a new-car order, test drive 17 / used-car test drive 48, career
 * enquiry 51, general enquiry 22 otherwise.
 */
export function leadEventFor(
  form: LeadFormType,
  carType?: 'new' | 'demo' | 'used' | null,
): 'newCarLead' | 'usedCarLead' | 'testDrive' | 'usedCarTestDrive' | 'generalEnquiry' | 'careerEnquiry' {
  const used = carType === 'used'
  switch (form) {
    case 'enquiry':
    case 'request-photos':
    case 'find-similar':
      return used ? 'usedCarLead' : 'newCarLead'
    case 'new-car-order':
      return 'newCarLead'
    case 'test-drive':
      return used ? 'usedCarTestDrive' : 'testDrive'
    case 'careers':
      return 'careerEnquiry'
    default:
      return 'generalEnquiry'
  }
}
