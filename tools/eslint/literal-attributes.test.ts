import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { literalAttributes } from './literal-attributes.mjs';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const jsx = { ecmaVersion: 2022, sourceType: 'module', parserOptions: { ecmaFeatures: { jsx: true } } } as const;
const refused = (code: string) => ({ code, errors: [{ messageId: 'literal' }] });

new RuleTester({ languageOptions: jsx }).run('literal-attributes', literalAttributes, {
  valid: [
    { code: "<button aria-label={t('close')} title={t('close')} />" },
    { code: '<input placeholder={placeholder} className="sm-input" name="username" type="text" />' },
    { code: '<img alt="" />' },
    { code: '<span aria-label="×" title="1/2" />' },
  ],
  invalid: [
    refused('<button aria-label="Close dialog" />'),
    refused('<input placeholder="Search..." />'),
    refused("<abbr title={'Did Not Finish'} />"),
    refused('<img alt={`A cover`} />'),
    refused('<Field label="Username" />'),
  ],
});
