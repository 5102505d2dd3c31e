// The branch holidays every centre starts with (docs/product.md §5.2): the national days and the Telangana
// public holidays of 2026 and 2027. The fixed days are certain; the festival days follow the lunar calendar
// (Ramzan/Eid on the sighting of the moon) and are the dates the calendars give in advance. A centre's admin
// can add, rename or remove any of them (POST/DELETE /api/centres/:centreId/holidays) once the state
// government publishes its list, and a superadmin can in /admin (collection `centre-holidays`).

export interface SeedHoliday {
  date: string
  name: string
}

export const SEEDED_HOLIDAYS: readonly SeedHoliday[] = [
  // 2026
  { date: '2026-01-14', name: 'Sankranti/Pongal' },
  { date: '2026-01-26', name: 'Republic Day' },
  { date: '2026-03-04', name: 'Holi' },
  { date: '2026-03-19', name: 'Ugadi' },
  { date: '2026-03-21', name: 'Ramzan (Eid-ul-Fitr)' },
  { date: '2026-06-02', name: 'Telangana Formation Day' },
  { date: '2026-08-10', name: 'Bonalu' },
  { date: '2026-08-15', name: 'Independence Day' },
  { date: '2026-09-14', name: 'Vinayaka Chavithi' },
  { date: '2026-10-02', name: 'Gandhi Jayanti' },
  { date: '2026-10-20', name: 'Dussehra (Vijayadashami)' },
  { date: '2026-11-08', name: 'Deepavali' },
  { date: '2026-12-25', name: 'Christmas' },
  // 2027
  { date: '2027-01-15', name: 'Sankranti/Pongal' },
  { date: '2027-01-26', name: 'Republic Day' },
  { date: '2027-03-10', name: 'Ramzan (Eid-ul-Fitr)' },
  { date: '2027-03-22', name: 'Holi' },
  { date: '2027-04-07', name: 'Ugadi' },
  { date: '2027-06-02', name: 'Telangana Formation Day' },
  { date: '2027-07-26', name: 'Bonalu' },
  { date: '2027-08-15', name: 'Independence Day' },
  { date: '2027-09-04', name: 'Vinayaka Chavithi' },
  { date: '2027-10-02', name: 'Gandhi Jayanti' },
  { date: '2027-10-09', name: 'Dussehra (Vijayadashami)' },
  { date: '2027-10-29', name: 'Deepavali' },
  { date: '2027-12-25', name: 'Christmas' },
]
