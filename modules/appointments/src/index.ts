// The appointments module: booking, the pending queue, approvals, prescriptions (docs/issue-5-api.md).
export * from './slots.ts'
export * from './appointments.schema.ts'
