/** After a refused submit, move focus to the first field that fails. */
export function focusField(form: HTMLFormElement | null, name: string | undefined): void {
  if (!form || !name) return;
  form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();
}
