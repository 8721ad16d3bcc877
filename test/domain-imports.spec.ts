import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { domainExports, rewriteDomainImports } from '../web/build-tools/domain-imports';

// The web build imports domain module by module (web/build-tools/domain-imports.ts): each name from the
// module that declares it, so that a screen runs only the domain code it uses.
const domain = path.resolve(import.meta.dirname, '../domain/src');
const exports = domainExports(path.join(domain, 'index.ts'));
const fileOf = (name: string) => exports.get(name)?.file.replace(`${domain}${path.sep}`, '');

describe("the web build's imports of domain", () => {
  it('knows each value of the index by the module that declares it, through re-exports, and no type', () => {
    expect(fileOf('MESSAGES')).toBe('contracts/field-messages.ts');
    expect(fileOf('rejectionReasonSchema')).toBe('contracts/forms.ts');
    expect(fileOf('DEFAULT_POLICY')).toBe('policy/policy.defaults.ts');
    expect(fileOf('leaveCodeLabel')).toBe('leave/leave.policy.ts');
    expect(fileOf('SOCKET_ROOMS')).toBe('contracts/socket.ts');
    expect(exports.has('LeaveDto')).toBe(false);
    expect(exports.size).toBeGreaterThan(200);
  });

  it('rewrites an import of the index into one import per declaring module, keeping local names, unknown names and the lines', () => {
    const code = 'import {\n  MESSAGES,\n  rejectionReasonSchema as reasonRule,\n  notADomainName\n} from "@leave/domain";\nconst x = MESSAGES;\n';
    const rewritten = rewriteDomainImports(code, exports)!;
    expect(rewritten).toContain(`import { MESSAGES } from ${JSON.stringify(path.join(domain, 'contracts/field-messages.ts'))};`);
    expect(rewritten).toContain(`import { rejectionReasonSchema as reasonRule } from ${JSON.stringify(path.join(domain, 'contracts/forms.ts'))};`);
    expect(rewritten).toContain('import { notADomainName } from "@leave/domain";');
    expect(rewritten.split('\n').length).toBe(code.split('\n').length);
    expect(rewritten.endsWith('\nconst x = MESSAGES;\n')).toBe(true);
  });

  it('leaves code without an import of the index alone', () => {
    expect(rewriteDomainImports('import { useState } from "react";\n', exports)).toBeNull();
    expect(rewriteDomainImports('import { notADomainName } from "@leave/domain";\n', exports)).toBeNull();
  });
});
