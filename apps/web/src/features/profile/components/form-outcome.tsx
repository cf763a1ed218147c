// What a profile form says under its fields once it was sent: its success (a polite status) or a failure that no
// field explains (an alert). Present while empty, so that a screen reader hears each new sentence.
export function FormOutcome({
  success,
  failure,
}: {
  success?: string | undefined
  failure?: string | undefined
}) {
  return (
    <>
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {failure === undefined ? (success ?? '') : ''}
      </p>
      {failure === undefined ? null : (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {failure}
        </p>
      )}
    </>
  )
}
