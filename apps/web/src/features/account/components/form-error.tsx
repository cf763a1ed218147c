// The form-level failure line of the account forms (its text: shared/sign-in-failure-text).
export function FormError({ message }: { message: string | undefined }) {
  return message === undefined ? null : (
    <p
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {message}
    </p>
  )
}
