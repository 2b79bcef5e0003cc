// A text field's value from a submitted form ('' when absent: FormData may
// also hold files, which no console form has).
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
