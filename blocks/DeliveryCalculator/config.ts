import { pageBlock } from '../page-block'

/** The vehicle page's delivery calculator on any page: the chosen dealership's regions, or the car_id car's dealership. */
export const DeliveryCalculatorBlock = pageBlock(
  'deliveryCalculator',
  { singular: 'Delivery calculator', plural: 'Delivery calculators' },
  {
    fields: [
      {
        name: 'dealership',
        type: 'relationship',
        relationTo: 'dealerships',
        admin: { description: "Whose delivery prices. Empty: the car_id car's dealership, else the first dealership that quotes delivery." },
      },
    ],
  },
)
