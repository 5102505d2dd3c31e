// One scene drawn as a still SVG card: the sky shows the weather, the ground and its landmarks the place, and in
// front the animal (who) with the thing it is using (what). Nothing moves. Every part is drawn shapes, no text:
// colour emoji showed as empty boxes on a computer without an emoji font.
import { AnimalFace } from '../components/animal-face'
import type { Scene } from './picture-sentence-match.rules'
import { LandmarkShape, Placed, ThingShape } from './scene-things'

const SKY: Record<Scene['weather'], string> = {
  sunny: '#bfe3ff',
  cloudy: '#dde4ec',
  rainy: '#b8c4d2',
  snowy: '#e8eef5',
}
const GROUND: Record<Scene['where'], string> = {
  park: '#9bd27f',
  beach: '#f2dc9b',
  farm: '#d9c27c',
  forest: '#6fae6b',
  garden: '#b3df8c',
}

const HORIZON = 112

function Cloud({ x, y, fill }: { x: number; y: number; fill: string }) {
  return (
    <g fill={fill} stroke="#64748b" strokeWidth={1.5}>
      <ellipse cx={x} cy={y} rx={26} ry={13} />
      <ellipse cx={x - 12} cy={y - 8} rx={13} ry={11} />
      <ellipse cx={x + 10} cy={y - 11} rx={15} ry={13} />
      <ellipse cx={x} cy={y + 1} rx={25} ry={11} stroke="none" />
    </g>
  )
}

function Weather({ weather }: { weather: Scene['weather'] }) {
  switch (weather) {
    case 'sunny':
      return (
        <g stroke="#d99a00" strokeWidth={3} strokeLinecap="round">
          {Array.from({ length: 8 }, (_, ray) => {
            const angle = (ray * Math.PI) / 4
            return (
              <line
                key={ray}
                x1={200 + Math.cos(angle) * 22}
                y1={34 + Math.sin(angle) * 22}
                x2={200 + Math.cos(angle) * 30}
                y2={34 + Math.sin(angle) * 30}
              />
            )
          })}
          <circle cx={200} cy={34} r={17} fill="#f7c948" strokeWidth={2} />
        </g>
      )
    case 'cloudy':
      return (
        <>
          <Cloud x={62} y={32} fill="#f8fafc" />
          <Cloud x={180} y={40} fill="#f1f5f9" />
          <Cloud x={124} y={22} fill="#e2e8f0" />
        </>
      )
    case 'rainy':
      return (
        <>
          <g stroke="#1d4ed8" strokeWidth={2.5} strokeLinecap="round">
            {Array.from({ length: 14 }, (_, drop) => {
              const x = 20 + (drop % 7) * 32 + (drop >= 7 ? 16 : 0)
              const y = drop >= 7 ? 78 : 56
              return <line key={drop} x1={x} y1={y} x2={x - 5} y2={y + 12} />
            })}
          </g>
          <Cloud x={64} y={30} fill="#94a3b8" />
          <Cloud x={178} y={34} fill="#94a3b8" />
        </>
      )
    case 'snowy':
      return (
        <>
          <g stroke="#475569" strokeWidth={1.6} strokeLinecap="round">
            {Array.from({ length: 14 }, (_, flake) => {
              const x = 18 + (flake % 7) * 32 + (flake >= 7 ? 16 : 0)
              const y = flake >= 7 ? 86 : 62
              // A six-armed flake: three short strokes through one point.
              return (
                <g key={flake} transform={`translate(${x} ${y})`}>
                  <line x1={-5} y1={0} x2={5} y2={0} />
                  <line x1={-2.5} y1={-4.3} x2={2.5} y2={4.3} />
                  <line x1={-2.5} y1={4.3} x2={2.5} y2={-4.3} />
                </g>
              )
            })}
          </g>
          <Cloud x={64} y={30} fill="#e2e8f0" />
          <Cloud x={178} y={34} fill="#e2e8f0" />
        </>
      )
  }
}

function Place({ where }: { where: Scene['where'] }) {
  switch (where) {
    case 'park':
      return (
        <>
          <path
            d={`M 0 ${HORIZON + 50} Q 120 ${HORIZON + 20} 240 ${HORIZON + 44}`}
            stroke="#e7d9b5"
            strokeWidth={10}
            fill="none"
          />
          <Placed x={34} y={HORIZON + 6} size={38}>
            <LandmarkShape landmark="fountain" />
          </Placed>
          <Placed x={210} y={HORIZON - 4} size={48}>
            <LandmarkShape landmark="tree" />
          </Placed>
        </>
      )
    case 'beach':
      return (
        <>
          <rect x={0} y={HORIZON} width={240} height={16} fill="#3b9ad9" />
          <path
            d={`M 0 ${HORIZON + 16} q 15 -6 30 0 t 30 0 t 30 0 t 30 0 t 30 0 t 30 0 t 30 0 t 30 0`}
            fill="none"
            stroke="#e0f2fe"
            strokeWidth={3}
          />
          <Placed x={34} y={HORIZON + 30} size={36}>
            <LandmarkShape landmark="sunshade" />
          </Placed>
          <Placed x={214} y={HORIZON + 52} size={22}>
            <LandmarkShape landmark="shell" />
          </Placed>
        </>
      )
    case 'farm':
      return (
        <>
          <g stroke="#b08d3c" strokeWidth={2}>
            {[HORIZON + 14, HORIZON + 30, HORIZON + 48].map((y) => (
              <line key={y} x1={0} y1={y} x2={240} y2={y} />
            ))}
          </g>
          <Placed x={30} y={HORIZON + 22} size={32}>
            <LandmarkShape landmark="wheat" />
          </Placed>
          <Placed x={206} y={HORIZON + 24} size={40}>
            <LandmarkShape landmark="tractor" />
          </Placed>
        </>
      )
    case 'forest':
      return (
        <>
          {[22, 62, 184, 218].map((x, index) => (
            <Placed key={x} x={x} y={HORIZON - 10 + (index % 2) * 14} size={44}>
              <LandmarkShape landmark="fir" />
            </Placed>
          ))}
        </>
      )
    case 'garden':
      return (
        <>
          <g stroke="#ffffff" strokeWidth={4}>
            <line x1={0} y1={HORIZON - 6} x2={240} y2={HORIZON - 6} />
            {Array.from({ length: 13 }, (_, post) => (
              <line key={post} x1={6 + post * 19} y1={HORIZON - 16} x2={6 + post * 19} y2={HORIZON + 2} />
            ))}
          </g>
          <Placed x={24} y={HORIZON + 26} size={34}>
            <LandmarkShape landmark="sunflower" />
          </Placed>
          <Placed x={58} y={HORIZON + 48} size={26}>
            <LandmarkShape landmark="tulip" />
          </Placed>
          <Placed x={214} y={HORIZON + 26} size={34}>
            <LandmarkShape landmark="sunflower" />
          </Placed>
        </>
      )
  }
}

/**
 * The scene as a picture. The caller names it with what the picture draws (describe.ts), so a child who hears the
 * screen can play too; the name describes, as the picture does, and never uses the sentences' words.
 */
export function ScenePicture({ scene, className }: { scene: Scene; className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true" focusable="false">
      <rect width={240} height={HORIZON} fill={SKY[scene.weather]} />
      <Weather weather={scene.weather} />
      <rect y={HORIZON} width={240} height={180 - HORIZON} fill={GROUND[scene.where]} />
      {scene.weather === 'snowy' && <rect y={HORIZON} width={240} height={7} fill="#ffffff" />}
      <Place where={scene.where} />
      <Placed x={106} y={HORIZON + 26} size={58}>
        <AnimalFace name={scene.who} />
      </Placed>
      <Placed x={154} y={HORIZON + 40} size={34}>
        <ThingShape thing={scene.what} />
      </Placed>
    </svg>
  )
}
