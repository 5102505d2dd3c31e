import type { Branch } from './centres.schema.ts'

/**
 * The ten branches (docs/product.md §9.2). Addresses are area-level; phone numbers are placeholders
 * (the 00000 block makes that obvious) until the office enters real ones in /admin.
 */
export const BRANCH_SEED: Array<Omit<Branch, '_id' | 'imageId'> & { sortOrder: number }> = [
  ['Bowenpally', 'Old Bowenpally Main Road, Bowenpally, Secunderabad, Telangana 500011', '#0f766e'],
  ['Barkatpura', 'Barkatpura Main Road, near Chaman, Barkatpura, Hyderabad, Telangana 500027', '#1d4ed8'],
  ['Kukatpally', 'KPHB Colony Road, Kukatpally, Hyderabad, Telangana 500072', '#7c3aed'],
  ['Suchitra', 'Suchitra Circle, Jeedimetla Road, Hyderabad, Telangana 500067', '#b45309'],
  ['Banjara Hills', 'Road No. 12, Banjara Hills, Hyderabad, Telangana 500034', '#be123c'],
  ['Manikonda', 'Panchavati Colony Road, Manikonda, Hyderabad, Telangana 500089', '#15803d'],
  ['Nacharam', 'HMT Nagar Road, Nacharam, Hyderabad, Telangana 500076', '#0369a1'],
  ['Neredmet', 'Neredmet X Roads, Neredmet, Secunderabad, Telangana 500056', '#a21caf'],
  ['Champapet', 'Champapet Main Road, Champapet, Hyderabad, Telangana 500079', '#c2410c'],
  [
    'Special Education Center at Barkatpura',
    'Barkatpura Main Road, Barkatpura, Hyderabad, Telangana 500027',
    '#4338ca',
  ],
].map(([location, address, colour], index) => ({
  name: location.startsWith('Special') ? location : `${location} Centre`,
  location: location.startsWith('Special') ? 'Barkatpura' : location,
  address,
  phone: `+91 90000 000${String(index + 1).padStart(2, '0')}`,
  colour,
  imageAlt: `The ${location} branch`,
  sortOrder: index + 1,
}))
