import { wheelLabelLines, wheelSegments } from '@/domain/spin-to-win'

const RADIUS = 96

/** A point on the wheel's rim, `angle` degrees clockwise from 12 o'clock. */
const rim = (angle: number, radius = RADIUS) => {
  const radians = (angle * Math.PI) / 180
  return `${(radius * Math.sin(radians)).toFixed(3)} ${(-radius * Math.cos(radians)).toFixed(3)}`
}

/**
 * The prize wheel, drawn on the server (spec: the picture is decoration; the odds are in the table).
 * Every segment is the same size, so the picture never suggests odds it does not have. Screen readers
 * get the segments as one list in the label; the labels drawn on the wheel are hidden from them.
 */
export function WheelPicture({ labels }: { labels: readonly string[] }) {
  const segments = wheelSegments(labels.map((label) => ({ label })))
  return (
    <svg
      className="spin-wheel__picture"
      viewBox="-100 -100 200 200"
      role="img"
      aria-label={`Prize wheel with ${labels.length} equal segments: ${labels.join(', ')}`}
    >
      <circle r={RADIUS + 3} className="spin-wheel__rim" />
      {segments.map((segment) => (
        <g key={segment.index} aria-hidden="true">
          <path
            className={`spin-wheel__segment spin-wheel__segment--${segment.index % 4}`}
            d={`M 0 0 L ${rim(segment.startAngle)} A ${RADIUS} ${RADIUS} 0 ${segment.endAngle - segment.startAngle > 180 ? 1 : 0} 1 ${rim(segment.endAngle)} Z`}
          />
          {/* Along the radius, reading outwards from the hub. */}
          <text className="spin-wheel__label" transform={`rotate(${segment.midAngle - 90}) translate(58 0)`} textAnchor="middle">
            {wheelLabelLines(segment.label).map((line, index, lines) => (
              <tspan key={index} x="0" dy={index === 0 ? `${lines.length === 1 ? 0.35 : -0.25}em` : '1.1em'}>
                {line}
              </tspan>
            ))}
          </text>
        </g>
      ))}
      <circle r="14" className="spin-wheel__hub" />
    </svg>
  )
}
