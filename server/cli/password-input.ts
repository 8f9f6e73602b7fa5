/**
 * A password from standard input, never from an argument (an argument is visible to every user of the
 * machine in the process list and stays in the shell's history). On a terminal: a prompt that echoes
 * nothing, asked twice. Piped: the first line of what arrives.
 */
import { CliError } from './common';

/** More than any password the policy accepts (200); a longer first line is refused, not cut. */
const MAX_PIPED_BYTES = 64 * 1024;

/** One hidden line typed at the terminal; Ctrl+C or Ctrl+D on an empty line cancels. */
function promptHidden(prompt: string, input: NodeJS.ReadStream, output: NodeJS.WriteStream): Promise<string> {
  return new Promise((resolve, reject) => {
    output.write(prompt);
    let typed = '';
    const done = (error: Error | null) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return done(null);
        if (char === '\u0003' || (char === '\u0004' && typed === '')) return done(new CliError('Cancelled: no user was created.'));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}

/** Everything piped in (bounded), then its first line without the line ending. */
async function readPiped(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    if (size > MAX_PIPED_BYTES) throw new CliError('Standard input is too long for a password: pipe one line holding the password.');
    chunks.push(bytes);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text.split(/\r?\n/)[0];
}

/** The new password: typed twice at a hidden prompt on a terminal, or the first line of piped input. */
export async function readNewPassword(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  if (input.isTTY) {
    const first = await promptHidden('Password: ', input, output);
    if (first === '') throw new CliError('No password typed: no user was created.');
    const again = await promptHidden('Repeat the password: ', input, output);
    if (again !== first) throw new CliError('The two passwords differ: no user was created.');
    return first;
  }
  const piped = await readPiped(input);
  if (piped === '') {
    throw new CliError(
      'No password on standard input. Type it at the prompt (run the command in a terminal) or pipe it, e.g. `… < password-file`.',
    );
  }
  return piped;
}
