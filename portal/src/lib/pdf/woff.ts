// WOFF 1.0 to a plain OpenType file (sfnt). HarfBuzz and PDF readers take sfnt only, and the fonts ship as WOFF
// (@fontsource). WOFF 1.0 is the sfnt's tables each zlib-compressed, so unpacking is a table copy plus inflate.

async function inflate(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** The sfnt inside a WOFF 1.0 file; an sfnt given as is is returned unchanged. */
export async function sfntFromWoff(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength)
  if (view.getUint32(0) !== 0x774f4646) return woff // not 'wOFF'
  const flavor = view.getUint32(4)
  const numTables = view.getUint16(12)
  const tables = []
  for (let i = 0; i < numTables; i += 1) {
    const entry = 44 + i * 20
    const tag = view.getUint32(entry)
    const offset = view.getUint32(entry + 4)
    const compLength = view.getUint32(entry + 8)
    const origLength = view.getUint32(entry + 12)
    const checksum = view.getUint32(entry + 16)
    const raw = woff.subarray(offset, offset + compLength)
    tables.push({ tag, checksum, data: compLength < origLength ? await inflate(raw) : raw })
  }
  const headerLength = 12 + numTables * 16
  const total = tables.reduce((sum, table) => sum + ((table.data.length + 3) & ~3), headerLength)
  const out = new Uint8Array(total)
  const sfnt = new DataView(out.buffer)
  let searchRange = 1
  let entrySelector = 0
  while (searchRange * 2 <= numTables) {
    searchRange *= 2
    entrySelector += 1
  }
  sfnt.setUint32(0, flavor)
  sfnt.setUint16(4, numTables)
  sfnt.setUint16(6, searchRange * 16)
  sfnt.setUint16(8, entrySelector)
  sfnt.setUint16(10, numTables * 16 - searchRange * 16)
  let offset = headerLength
  tables.forEach((table, i) => {
    const record = 12 + i * 16
    sfnt.setUint32(record, table.tag)
    sfnt.setUint32(record + 4, table.checksum)
    sfnt.setUint32(record + 8, offset)
    sfnt.setUint32(record + 12, table.data.length)
    out.set(table.data, offset)
    offset += (table.data.length + 3) & ~3
  })
  return out
}
