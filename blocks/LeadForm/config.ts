import { ENQUIRY_FORM_TYPES, LEAD_FORMS } from '../../src/domain/lead-form-catalogue'
import { pageBlock } from '../page-block'

export const LeadFormBlock = pageBlock(
  'leadForm',
  { singular: 'Lead form', plural: 'Lead forms' },
  {
    fields: [
      {
        name: 'form',
        type: 'select',
        required: true,
        defaultValue: 'contact',
        options: ENQUIRY_FORM_TYPES.map((value) => ({ value, label: LEAD_FORMS[value].label })),
      },
      { name: 'heading', type: 'text', admin: { description: "Empty: the heading set for this form under the site's Lead forms, else the form's name." } },
    ],
  },
)
