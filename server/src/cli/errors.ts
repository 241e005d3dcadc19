/** A failure to show the operator as is (Indonesian messages), exit code 1. */
export class CliError extends Error {
  constructor(public readonly messages: string[]) {
    super(messages.join('\n'));
    this.name = 'CliError';
  }
}
