import { CheckCircle2, Loader2 } from 'lucide-react'

/** A section's heading and what it is for. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 max-w-3xl text-sm text-slate-600">{intro}</p> : null}
    </div>
  )
}

/** A part of a section still loading. */
export function Busy({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {label}
    </p>
  )
}

/** The server's word that a change was saved, beside the button that saved it (announced politely). */
export function SavedNote({ message }: { message: string | null }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm font-medium text-teal-800">
      {message ? (
        <>
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {message}
        </>
      ) : null}
    </p>
  )
}
