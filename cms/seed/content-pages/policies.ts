// Terms, privacy policy and published prices (docs/product.md §3.5), in plain English. The refund and
// cancellation policy is data of the appointments module (refund-policy global), shown on the same page.

export const POLICIES_SEED = {
  intro:
    'Please read these terms before you book an appointment or use this website. If anything is unclear, call any branch and we will explain.',
  sections: [
    {
      heading: 'Terms of use',
      body:
        'This website gives general information about our services. It is not medical advice for your child; only an assessment by one of our professionals can give that.\n\n' +
        'By booking an appointment you agree to:\n' +
        '- give us correct information about your child and your family\n' +
        '- bring previous medical and school reports to the first visit\n' +
        '- arrive on time, so that the next family is not kept waiting\n' +
        '- pay the fee for the service you booked\n\n' +
        'Assessment and therapy results depend on many things, including regular attendance and practice at home, so we cannot promise a particular result. We review every plan regularly and tell you honestly how your child is progressing.',
    },
    {
      heading: 'Privacy policy',
      body:
        'We collect only the information we need to care for your child: names, contact details, date of birth, school details, concerns, reports, assessment results and therapy notes.\n\n' +
        'We use it to provide and plan therapy, to contact you about appointments, and to write the reports you ask for. We never sell it or share it for advertising. We share it with others (for example your child’s school or another doctor) only with your permission, or when the law requires it.\n\n' +
        'Therapy rooms are monitored by CCTV for the safety of children and staff; recordings are seen only by authorised staff.\n\n' +
        'We keep personal data for at least three years after your last visit, as the law and good clinical practice require, and then delete it safely. You may ask to see the information we hold about your child and ask us to correct it.',
    },
  ],
  pricingHeading: 'Our prices',
  prices: [
    {
      service: 'Consultation',
      duration: '30 minutes',
      price: 'Rs. 500.00',
      includes: 'Prescription and clinical suggestions',
    },
    {
      service: 'MISIC (Malin’s Intelligence Scale for Indian Children)',
      duration: '60 to 120 minutes',
      price: 'Rs. 5,000',
      includes: 'Detailed report',
    },
    {
      service: 'BKT (Binet-Kamat Test of intelligence)',
      duration: '60 to 90 minutes',
      price: 'Rs. 3,000',
      includes: 'Detailed report',
    },
    {
      service: 'BBIT',
      duration: '90 to 120 minutes',
      price: 'Rs. 7,500',
      includes: 'Detailed report',
    },
    {
      service: 'WISC and WIAT (intelligence and achievement tests)',
      duration: '240 minutes',
      price: 'Rs. 12,000',
      includes: 'Detailed report',
    },
    {
      service: 'Home visit: DST, VSMS or CARS',
      duration: '60 minutes',
      price: 'Rs. 5,000',
      includes: 'Detailed report',
    },
    { service: 'BELE', duration: '', price: '', includes: 'Detailed report' },
  ],
  pricingNote:
    'Every assessment comes with a detailed written report. If cost is a concern, please ask about reduced fees.',
}
