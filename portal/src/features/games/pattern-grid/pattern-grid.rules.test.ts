import { describe, expect, it } from 'vitest'
import {
  cellOfPiece,
  generate,
  patternGrid,
  score,
  solve,
  type MatrixItem,
  type PatternGridItem,
  type TableItem,
} from './pattern-grid.rules'

const LEVELS = Array.from({ length: patternGrid.maxLevel }, (_, index) => index + 1)
const SEEDS = Array.from({ length: 200 }, (_, index) => (index * 2654435761) >>> 0)

const matrixAt = (seed: number, level: number) => generate(seed, level) as MatrixItem
const tableAt = (seed: number, level: number) => generate(seed, level) as TableItem
const levelsOf = (mode: PatternGridItem['mode']) => LEVELS.filter((level) => generate(1, level).mode === mode)

describe('Pattern Grid rules', () => {
  it('gives the same item for the same seed and level, and other items for other seeds', () => {
    for (const level of LEVELS) {
      expect(generate(987, level)).toEqual(generate(987, level))
      expect(new Set(SEEDS.slice(0, 30).map((seed) => JSON.stringify(generate(seed, level)))).size).toBeGreaterThan(1)
    }
  })

  it('makes every item solvable at every level', () => {
    for (const level of LEVELS) {
      for (const seed of SEEDS) {
        const item = generate(seed, level)
        expect(score(item, solve(item))).toEqual({ correct: true, errorType: '' })
      }
    }
  })

  it('fills every grid by its rules: one value per row, one per column, and the answer is the one that fits', () => {
    for (const level of levelsOf('matrix')) {
      for (const seed of SEEDS) {
        const item = matrixAt(seed, level)
        const answer = item.options.find((option) => option.kind === 'correct')!.figure
        const full = item.cells.map((cells, row) =>
          cells.map((cell, column) => (row === item.missing.row && column === item.missing.column ? answer : cell!)),
        )
        const key = (figure: typeof answer) => JSON.stringify(figure)
        // Every cell is different, and every option is different: only one fits the gap.
        expect(new Set(full.flat().map(key)).size).toBe(item.size * item.size)
        expect(new Set(item.options.map((option) => key(option.figure))).size).toBe(item.options.length)
        expect(item.cells[item.missing.row][item.missing.column]).toBeNull()
      }
    }
  })

  it('builds each distracter to show its error: right for the row only, the column only, a look-alike, neither', () => {
    for (const seed of SEEDS) {
      const item = matrixAt(seed, 7)
      const answer = item.options.find((option) => option.kind === 'correct')!.figure
      const rowNeighbours = item.cells[item.missing.row].filter(Boolean).map((figure) => JSON.stringify(figure))
      const columnNeighbours = item.cells
        .map((cells) => cells[item.missing.column])
        .filter(Boolean)
        .map((f) => JSON.stringify(f))
      for (const [choice, option] of item.options.entries()) {
        const result = score(item, { rule: item.rule, choice })
        expect(result.errorType).toBe(option.kind === 'correct' ? '' : option.kind)
        if (option.kind !== 'correct') expect(patternGrid.errorTypes[option.kind]).toBeTruthy()
        const figure = JSON.stringify(option.figure)
        if (option.kind === 'row-only') expect(rowNeighbours).toContain(figure)
        if (option.kind === 'column-only') expect(columnNeighbours).toContain(figure)
        if (option.kind === 'look-alike') expect({ ...option.figure, variant: 'plain' }).toEqual(answer)
        if (option.kind === 'both-wrong') {
          expect(rowNeighbours).not.toContain(figure)
          expect(columnNeighbours).not.toContain(figure)
        }
      }
    }
  })

  it('names the error of a misplaced piece in the table by what the child got right', () => {
    const item = tableAt(42, 9)
    const right = solve(item) as { rule: 'table'; placements: { row: number; column: number }[] }
    const home = right.placements[0]
    const elsewhere = (value: number, count: number) => (value + 1) % count
    const rows = item.rows.values.length
    const columns = item.columns.values.length
    const withFirst = (placement: { row: number; column: number } | null) => ({
      rule: 'table' as const,
      placements: [placement, ...right.placements.slice(1)],
    })
    expect(score(item, withFirst({ row: home.row, column: elsewhere(home.column, columns) }))).toEqual({
      correct: false,
      errorType: 'row-only',
    })
    expect(score(item, withFirst({ row: elsewhere(home.row, rows), column: home.column })).errorType).toBe(
      'column-only',
    )
    expect(
      score(item, withFirst({ row: elsewhere(home.row, rows), column: elsewhere(home.column, columns) })).errorType,
    ).toBe('both-wrong')
    expect(score(item, withFirst(null)).errorType).toBe('unplaced')
    for (const key of ['row-only', 'column-only', 'both-wrong', 'unplaced', 'look-alike']) {
      expect(patternGrid.errorTypes[key]).toBeTruthy()
    }
  })

  it('gives every table piece one home cell and no two pieces the same cell', () => {
    for (const level of levelsOf('table')) {
      for (const seed of SEEDS) {
        const item = tableAt(seed, level)
        const homes = item.pieces.map((piece) => cellOfPiece(item, piece))
        for (const home of homes) {
          expect(home.row).toBeGreaterThanOrEqual(0)
          expect(home.column).toBeGreaterThanOrEqual(0)
        }
        expect(new Set(homes.map((home) => `${home.row},${home.column}`)).size).toBe(item.pieces.length)
      }
    }
  })

  it('gets harder: 2×2 grids, then 3×3, more choices with look-alikes, every rule, then larger sorting tables', () => {
    const matrixLevels = levelsOf('matrix')
    const tableLevels = levelsOf('table')
    expect(Math.max(...matrixLevels)).toBeLessThan(Math.min(...tableLevels))
    const sizes = matrixLevels.map((level) => matrixAt(1, level).size)
    expect(sizes[0]).toBe(2)
    expect(sizes.at(-1)).toBe(3)
    expect(sizes).toEqual([...sizes].sort())
    const choices = matrixLevels.map((level) => matrixAt(1, level).options.length)
    expect(choices).toEqual([...choices].sort())
    expect(matrixAt(1, 1).options.map((option) => option.kind)).not.toContain('look-alike')
    const rulesSeen = new Set(SEEDS.map((seed) => matrixAt(seed, Math.max(...matrixLevels)).rule))
    expect([...rulesSeen].sort()).toEqual(['colour-shape', 'count', 'rotation'])
    const cells = tableLevels.map(
      (level) => tableAt(1, level).rows.values.length * tableAt(1, level).columns.values.length,
    )
    expect(cells).toEqual([...cells].sort((a, b) => a - b))
    expect(new Set(cells).size).toBe(cells.length)
  })

  it('puts the gap at the end on the first level and anywhere later', () => {
    for (const seed of SEEDS) expect(matrixAt(seed, 1).missing).toEqual({ row: 1, column: 1 })
    expect(new Set(SEEDS.map((seed) => JSON.stringify(matrixAt(seed, 4).missing))).size).toBe(9)
  })

  it('names levels and instructions in words', () => {
    expect(patternGrid.levelLabel(1)).toBe('2×2 grid, 3 choices')
    expect(patternGrid.levelLabel(patternGrid.maxLevel)).toBe('Sorting table, 3 rows × 3 columns')
    expect(patternGrid.instruction(generate(1, 1), 1)).toContain('empty square')
  })
})
