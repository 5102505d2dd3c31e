// FAQ answers of docs/product.md §3.5, plus the questions parents ask most, in plain English.

export const FAQ_SEED = [
  {
    question: 'Do I need an appointment?',
    answer:
      'Yes. Please book an appointment before you visit, so that the right therapist or doctor has time set aside for your child. You can call any of our branches or use the Appointment button at the top of this page.',
  },
  {
    question: 'Is the clinic wheelchair accessible?',
    answer:
      'Not yet, we are sorry to say. Our clinic is on the first floor and there is no lift. If your child uses a wheelchair, please call us before your visit and we will do our best to help, or suggest a home visit.',
  },
  {
    question: 'Do you work with children who have an intellectual disability?',
    answer:
      'We work with children who have a mild intellectual disability. For children with a moderate or severe intellectual disability we will gladly suggest other specialists who can help them better.',
  },
  {
    question: 'What happens at the first visit?',
    answer:
      'At the first consultation a doctor or psychologist talks with you about your concerns, watches your child play and looks at any reports you bring. You leave with clinical suggestions and, if needed, a recommendation for an assessment or therapy. Please bring previous medical and school reports.',
  },
  {
    question: 'How long is a therapy session?',
    answer:
      'It depends on the therapy and on your child. A consultation takes about 30 minutes and an assessment from one to four hours, depending on the tests. We tell you the expected time when you book.',
  },
  {
    question: 'Can I watch my child’s therapy?',
    answer:
      'Therapy rooms are monitored by CCTV, and therapists regularly invite parents in to see what they do so you can practise the same activities at home.',
  },
  {
    question: 'Do you offer reduced fees?',
    answer:
      'Yes. About 30% of our clients receive therapy at a reduced fee or free of charge. Please speak to the branch in charge if cost is a concern; we will treat your request confidentially.',
  },
  {
    question: 'What if I need to cancel an appointment?',
    answer:
      'Please let us know as early as you can. Our refund and cancellation policy is on the Terms and Conditions page.',
  },
].map((row, index) => ({ ...row, sortOrder: index + 1 }))
