/** Where the shopper is in a step-by-step flow: every step numbered, the current one marked for screen readers. */
export function StepProgress<S extends string>({
  steps,
  titles,
  current,
  label,
}: {
  steps: readonly S[]
  titles: Record<S, string>
  current: S
  label: string
}) {
  return (
    <ol className="step-flow-progress" aria-label={label}>
      {steps.map((step, index) => (
        <li key={step} aria-current={step === current ? 'step' : undefined} className={steps.indexOf(current) > index ? 'step-flow-progress__done' : undefined}>
          <span className="step-flow-progress__number">{index + 1}</span> {titles[step]}
        </li>
      ))}
    </ol>
  )
}
