// ESLint with the project's own configuration, for the tests that prove a lint rule fires: they lint small snippets
// as if they were files at a path of the repository, where the rule applies.
import path from 'node:path'
import { ESLint } from 'eslint'

export const ROOT = path.resolve(import.meta.dirname, '../..')

let eslint: ESLint | undefined

/** One ESLint per test file (loading the configuration and its plugins takes a second or two). */
export function projectEslint(): ESLint {
  eslint ??= new ESLint({ cwd: ROOT })
  return eslint
}

/** The rules that report on `code` as if it were the file at `file` (relative to the repository). */
export async function rulesFiredOn(file: string, code: string): Promise<string[]> {
  const [result] = await projectEslint().lintText(code, { filePath: path.join(ROOT, file) })
  return result.messages.map((message) => message.ruleId ?? message.message)
}
