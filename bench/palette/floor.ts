/**
 * The floor: a bare text field whose input is echoed into one list row, measured with the same probe.
 * What a keystroke costs on this machine and browser before any palette work (input handling, frame
 * alignment, paint).
 */
import { installProbe } from './probe';

const field = document.getElementById('field') as HTMLInputElement;
const echo = document.getElementById('echo')!;
const state = installProbe(document.body, 0);
field.addEventListener('input', () => {
  echo.textContent = field.value;
});
field.focus();
state.ready = document.activeElement === field;
