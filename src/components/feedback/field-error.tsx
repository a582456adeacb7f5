/** A field's message, tied to its input by id so screen readers read it with the field. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <span id={id} className="form-error">
      {message}
    </span>
  );
}

/** aria attributes of a field that has an error. */
export const describedBy = (id: string, message: string | undefined) => (message ? { 'aria-invalid': true, 'aria-describedby': id } : {});
