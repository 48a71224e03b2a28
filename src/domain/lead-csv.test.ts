import { describe, expect, it } from 'vitest'

import { adminDateTime, csvSafe, LEAD_CSV_COLUMNS, leadCsvRow, type LeadCsvInput } from './lead-csv'

const testDrive: LeadCsvInput = {
  id: 42,
  createdAt: '2026-03-14T02:30:00.000Z',
  form: 'test-drive',
  category: 'Vehicle enquiry',
  subcategory: 'Test drive',
  status: 'new',
  deliveryStatus: 'not-configured',
  firstName: 'Jane',
  lastName: 'Citizen',
  email: 'jane@example.com',
  phone: '0412 345 678',
  postcode: '6000',
  site: { name: 'Harbour City Auto' },
  location: { name: 'Perth Central', timeZone: 'Australia/Perth' },
  dealership: { name: 'Harbour City Toyota' },
  appointmentAt: '2026-03-15T01:00:00.000Z',
  car: { stockNumber: 'HC1234', vin: 'JTMW1RFV10D012345', year: 2023, make: 'Toyota', model: 'RAV4', badge: 'GX' },
  tradeIn: { year: 2015, make: 'Mazda', model: 'CX-5', km: 120000 },
  rego: 'ABC123',
  vehiclePriceBudget: 30000,
  message: 'Saturday morning suits.',
  pageUrl: 'https://harbour.test/cars/2023-toyota-rav4',
  optIn: true,
  attribution: { landingPage: '/special-offers', referrerClass: 'social', campaign: 'autumn-drive', clicked: 'promo:4', clickedLabel: 'RAV4 run-out' },
}

describe('leadCsvRow (issue 8 admin CSV export; spec §9 dates dd/MM/yyyy)', () => {
  it('writes a new-car order\'s model and variant in the Car column (issue 22 "/models/order-now")', () => {
    const order: LeadCsvInput = {
      ...testDrive,
      form: 'new-car-order',
      category: 'New car',
      subcategory: 'new-car-order',
      appointmentAt: null,
      car: { carType: 'new', make: 'Toyota', model: 'HiLux', badge: 'SR5', price: 61410 },
    }
    expect(leadCsvRow(order)).toMatchObject({ Form: 'Order Now', Category: 'New car / new-car-order', Car: 'Toyota HiLux SR5', 'Stock number': '', VIN: '' })
  })

  it('has one value per header column, in the header order', () => {
    expect(Object.keys(leadCsvRow(testDrive))).toEqual([...LEAD_CSV_COLUMNS])
  })

  it('writes every fact of a test drive, times on the location’s clock', () => {
    expect(leadCsvRow(testDrive)).toEqual({
      'Lead ID': '42',
      Created: '14/03/2026 10:30', // 02:30 UTC in Perth (UTC+8)
      Site: 'Harbour City Auto',
      Form: 'Book a Test Drive',
      Category: 'Vehicle enquiry / Test drive',
      Status: 'New',
      'Delivery status': 'Not configured',
      'First name': 'Jane',
      'Last name': 'Citizen',
      Email: 'jane@example.com',
      Phone: '0412 345 678',
      Postcode: '6000',
      Location: 'Perth Central',
      Dealership: 'Harbour City Toyota',
      Car: '2023 Toyota RAV4 GX',
      'Stock number': 'HC1234',
      VIN: 'JTMW1RFV10D012345',
      Appointment: '15/03/2026 09:00',
      'Trade-in': '2015 Mazda CX-5, 120,000 km',
      Rego: 'ABC123',
      Budget: '$30,000',
      Message: 'Saturday morning suits.',
      'Page URL': 'https://harbour.test/cars/2023-toyota-rav4',
      'Opt-in': 'Yes',
      'Landing page': '/special-offers',
      'Came from': 'Social media',
      Campaign: 'autumn-drive',
      'Clicked before the lead': 'RAV4 run-out',
    })
  })

  it('uses Sydney time without a location and leaves missing facts empty', () => {
    const row = leadCsvRow({
      id: 7,
      createdAt: '2026-03-14T02:30:00.000Z',
      form: 'contact',
      firstName: 'Sam',
      email: 's@example.com',
      phone: '0400 000 000',
      location: 12,
      dealership: null,
      site: 3,
    })
    expect(row).toMatchObject({
      Created: '14/03/2026 13:30',
      Form: 'Contact Us',
      Location: '',
      Dealership: '',
      Site: '',
      Car: '',
      Appointment: '',
      'Trade-in': '',
      Rego: '',
      Budget: '',
      'Last name': '',
      'Opt-in': 'No',
      Status: '',
      'Delivery status': '',
      'Landing page': '',
      'Came from': '',
      Campaign: '',
      'Clicked before the lead': '',
    })
  })

  it('shows the Mazda numeric model as the site does', () => {
    expect(leadCsvRow({ ...testDrive, car: { year: 2020, make: 'Mazda', model: '3' } }).Car).toBe('2020 Mazda Mazda3')
  })

  it('puts an apostrophe before shopper text a spreadsheet would run as a formula', () => {
    const row = leadCsvRow({
      ...testDrive,
      firstName: '=HYPERLINK("https://evil.test","Click")',
      lastName: '@SUM(A1:A9)',
      phone: '+61 412 345 678',
      message: '-2+3',
      postcode: '\t=1+1',
      pageUrl: 'https://harbour.test/?a=b',
    })
    expect(row['First name']).toBe(`'=HYPERLINK("https://evil.test","Click")`)
    expect(row['Last name']).toBe(`'@SUM(A1:A9)`)
    expect(row.Phone).toBe(`'+61 412 345 678`)
    expect(row.Message).toBe(`'-2+3`)
    expect(row.Postcode).toBe(`'\t=1+1`)
    expect(row['Page URL']).toBe('https://harbour.test/?a=b')
  })
})

describe('csvSafe', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@A1', "'@A1"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['a=1', 'a=1'],
    ['', ''],
    ["'already", "'already"],
  ])('%j -> %j', (value, expected) => {
    expect(csvSafe(value)).toBe(expected)
  })
})

describe('adminDateTime', () => {
  it('formats on the given clock and is empty for nothing or nonsense', () => {
    expect(adminDateTime('2026-07-01T00:00:00Z', 'Australia/Brisbane')).toBe('01/07/2026 10:00')
    expect(adminDateTime(null, 'Australia/Sydney')).toBe('')
    expect(adminDateTime('not a date', 'Australia/Sydney')).toBe('')
  })
})
