// Each table one owner (docs/architecture.md, "Each table one owner"): the module named here is the only
// server code that names its tables; everything else calls that module's typed functions. Tests, the
// benchmark and migrations may name any table. Spread into eslint.config.js.

/**
 * owner -> the tables only it names. An owner is one module, or a family: tables always read together in
 * one statement, owned by the files `files` names (globs); the key is the family's name in the messages.
 */
const OWNERS = {
  'core/src/projections/holidays.ts': ['holidays'],
  'core/src/projections/timetable.ts': ['timetable_periods'],
  'core/src/projections/arrangements.ts': ['arrangements'],
  'core/src/stand-ins.ts': ['stand_ins'],
  'core/src/offices.ts': ['office_holders'],
  'core/src/projections/leave-balances.ts': ['leave_balances', 'balance_periods'],
  'core/src/projections/leave-applications/**': { files: ['core/src/projections/leave-applications/*.ts'], tables: ['leave_applications'] },
  'core/src/excel/import-jobs.ts': ['import_jobs', 'import_job_rows'],
  'core/src/users/sessions.ts': ['sessions'],
  'core/src/users/password-links.ts': ['password_links'],
  // The event store's folder: the append, the reads and the log's queries for other modules.
  'core/src/event-store/**': { files: ['core/src/event-store/*.ts'], tables: ['events'] },
  'core/src/db/store-functions.ts': ['store_functions'],
  'core/src/users/accounts.ts': ['users'],
  // The notification family: the inbox (its projection writes it, inbox.ts reads it with what people have
  // read), the mail and push jobs' state, the people's choices; the jobs' batch reads and the sweeps join them.
  'core/src/notifications/**': {
    files: ['core/src/notifications/**/*.ts', 'core/src/projections/notifications.ts'],
    tables: ['notifications', 'notification_people', 'notification_reads', 'notification_preferences', 'outgoing_mail', 'push_subscriptions', 'push_deliveries', 'decision_links'],
  },
  // Tables only the api uses, owned where it uses them.
  'api/src/auth/login-attempts.ts': ['login_failures'],
  'api/src/auth/oidc/sign-in-links.ts': ['sign_in_links', 'sign_in_handoffs', 'used_sign_in_states'],
  'api/src/auth/passkeys.ts': ['passkeys', 'passkey_challenges'],
  'api/src/attachments/postgres-store.ts': ['leave_attachments'],
  'api/src/routes/calendar-feeds/index.ts': ['calendar_feeds'],
  'api/src/plugins/idempotency.ts': ['idempotency_keys'],
};

const SERVER_CODE = ['api/src/**/*.ts', 'worker/src/**/*.ts', 'core/src/**/*.ts'];

/** Literals that share a table's name without naming the table. */
const NOT_A_TABLE =
  ':not(Property[key.name="tags"] > ArrayExpression > Literal):not(CallExpression[callee.name=/^(streamKind|streamProjection)$/] > Literal)' +
  // ...nor a key of a type (Pick<StreamKind, 'events'>) nor a case of a switch on a name (an export's kind, 'events').
  ':not(TSTypeReference[typeName.name=/^(Pick|Omit)$/] TSLiteralType > Literal):not(SwitchCase > Literal)';

const selectorsFor = (owner, tables) => {
  const names = tables.join('|');
  const message = `${tables.join(' and ')} belong to ${owner}: call its functions instead of naming the table.`;
  return [
    // 'import_jobs', 'import_jobs as j', 'import_job_rows.user_id' in a Kysely call; not an OpenAPI tag
    // (tags: ['holidays']) nor a stream kind's or a projection's name (streamKind('holidays', ...)), nor
    // a type's key or a switch's case (NOT_A_TABLE).
    { selector: `Literal[value=/^(${names})(\\s|\\.|$)/]${NOT_A_TABLE}`, message },
    // ...and the table inside a sql`...` template (not the same word in a message's text).
    { selector: `TaggedTemplateExpression[tag.name="sql"] > TemplateLiteral > TemplateElement[value.raw=/\\b(${names})\\b/]`, message },
  ];
};

const owners = Object.entries(OWNERS).map(([owner, owned]) => (Array.isArray(owned) ? { owner, files: [owner], tables: owned } : { owner, ...owned }));

export default [
  {
    files: SERVER_CODE,
    ignores: owners.flatMap(({ files }) => files),
    rules: { 'no-restricted-syntax': ['error', ...owners.flatMap(({ owner, tables }) => selectorsFor(owner, tables))] },
  },
  // An owner may name its own tables, never another owner's.
  ...owners.map(({ owner, files }) => ({
    files,
    rules: { 'no-restricted-syntax': ['error', ...owners.filter((other) => other.owner !== owner).flatMap((other) => selectorsFor(other.owner, other.tables))] },
  })),
];
