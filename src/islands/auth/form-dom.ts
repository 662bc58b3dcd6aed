/**
 * The sign-in pages' forms without React: server-rendered Bootstrap markup (src/components/auth)
 * that these helpers fill in. Messages come from the API's 422 answer, i.e. from the same shared
 * schema the endpoint validates with; nothing is re-worded here.
 */

/** The form's named inputs as the request body wants them. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name]')) values[input.name] = input.value;
  return values;
}

function describedBy(input: HTMLInputElement, errorId: string, invalid: boolean): void {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== errorId);
  if (invalid) ids.push(errorId);
  if (ids.length) input.setAttribute('aria-describedby', ids.join(' '));
  else input.removeAttribute('aria-describedby');
}

/** One message per field (the first the server listed), tied to its input; focus on the first. */
export function showFieldErrors(form: HTMLFormElement, errors: Iterable<readonly [string, string]>): void {
  clearFieldErrors(form);
  const messages = new Map<string, string>();
  for (const [field, message] of errors) if (!messages.has(field)) messages.set(field, message);
  let first: HTMLInputElement | undefined;
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name]')) {
    const message = messages.get(input.name);
    if (message === undefined) continue;
    const feedback = document.getElementById(`${input.id}-error`);
    if (feedback) feedback.textContent = message;
    input.classList.add('is-invalid');
    input.setAttribute('aria-invalid', 'true');
    describedBy(input, `${input.id}-error`, true);
    first ??= input;
  }
  first?.focus();
}

export function clearFieldErrors(form: HTMLFormElement): void {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[name]')) {
    input.classList.remove('is-invalid');
    input.removeAttribute('aria-invalid');
    describedBy(input, `${input.id}-error`, false);
    const feedback = document.getElementById(`${input.id}-error`);
    if (feedback) feedback.textContent = '';
  }
}

/** The refusal above a form (role=alert, rendered hidden); no message hides it. */
export function showAlert(alert: HTMLElement | null, message?: string): void {
  if (!alert) return;
  alert.textContent = message ?? '';
  alert.hidden = !message;
}

/** Disables the form's buttons and shows the submit button's spinner while a call runs. */
export function setBusy(form: HTMLFormElement, busy: boolean): void {
  form.setAttribute('aria-busy', String(busy));
  for (const button of form.querySelectorAll<HTMLButtonElement>('button')) button.disabled = busy;
  for (const spinner of form.querySelectorAll<HTMLElement>('[data-spinner]')) spinner.hidden = !busy;
}

/** Spec §2 show/hide toggle of every password input under `root`. */
export function wirePasswordToggles(root: ParentNode): void {
  for (const toggle of root.querySelectorAll<HTMLButtonElement>('button[data-password-toggle]')) {
    toggle.addEventListener('click', () => {
      const input = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLInputElement | null;
      if (!input) return;
      const shown = input.type === 'password';
      input.type = shown ? 'text' : 'password';
      toggle.setAttribute('aria-label', shown ? 'パスワードを隠す' : 'パスワードを表示');
      for (const icon of toggle.querySelectorAll<SVGElement>('[data-shown]'))
        icon.toggleAttribute('hidden', icon.dataset.shown !== String(shown));
    });
  }
}

/** Empties the inputs and puts every password back to hidden. */
export function resetForm(form: HTMLFormElement): void {
  form.reset();
  clearFieldErrors(form);
  for (const input of form.querySelectorAll<HTMLInputElement>('input[data-password]')) input.type = 'password';
  for (const toggle of form.querySelectorAll<HTMLButtonElement>('button[data-password-toggle]')) {
    toggle.setAttribute('aria-label', 'パスワードを表示');
    for (const icon of toggle.querySelectorAll<SVGElement>('[data-shown]'))
      icon.toggleAttribute('hidden', icon.dataset.shown !== 'false');
  }
}
