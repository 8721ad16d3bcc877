// Issue 45, 'Who takes my classes': with class adjustment, each period of the leave (from the preview) with
// a labelled choice of who takes it: a colleague free then, with how many classes they covered this term,
// or 'HOD to arrange' (the empty value and the default, DR 0370). The form sends one arrangement per period.
import type { AdjustedPeriod, ArrangementChoice } from '@leave/domain';
import { t } from '@lingui/core/macro';
import { SelectField } from '@/components/ui/form-field/SelectField';
import { formatDateSpan } from '@/lib/dates';

/** The choices by period: `${date}#${period}` to the substitute's id, '' for 'HOD to arrange'. */
export type CoverChoices = Readonly<Record<string, string>>;

export const periodKey = (period: { date: string; period: number }) => `${period.date}#${period.period}`;

/** One arrangement per period, in the preview's order; a period with no choice (or a colleague no longer suggested) goes to the HOD. */
export function arrangementsFor(periods: readonly AdjustedPeriod[], choices: CoverChoices): ArrangementChoice[] {
  return periods.map((period) => {
    const chosen = choices[periodKey(period)] ?? '';
    const offered = period.suggestions.some((person) => person._id === chosen);
    return { date: period.date, period: period.period, substituteId: offered ? chosen : null };
  });
}

export function ClassCoverSection({ periods, choices, onChoose }: { periods: readonly AdjustedPeriod[]; choices: CoverChoices; onChoose: (key: string, substituteId: string) => void }) {
  if (periods.length === 0) return null;
  return (
    <section className="class-cover" aria-labelledby="class-cover-title">
      <h3 id="class-cover-title" className="class-cover__title">{t`Who takes my classes`}</h3>
      <p className="muted">{t`Choose a colleague for each period, or leave it to your HOD. Each colleague is asked and answers before your HOD decides.`}</p>
      <ul className="class-cover__list">
        {periods.map((period) => {
          const key = periodKey(period);
          const day = formatDateSpan(period.date);
          const number = period.period;
          const className = period.className;
          const what = `${className} · ${period.subject}`;
          return (
            <li key={key} className="class-cover__period">
              <p className="class-cover__when">
                <strong>{t`${day}, period ${number}`}</strong> <span>{`${period.start}–${period.end}`}</span>
              </p>
              <p className="class-cover__what">{what}</p>
              <SelectField
                label={t`Who takes ${className}, period ${number} on ${day}`}
                name={`cover-${key}`}
                value={choices[key] ?? ''}
                onChange={(chosen) => onChoose(key, chosen)}
                options={[
                  { value: '', label: t`HOD to arrange` },
                  ...period.suggestions.map((person) => {
                    const name = person.name;
                    const count = person.substitutionsThisTerm;
                    return { value: person._id, label: t`${name} (${count} this term)` };
                  }),
                ]}
                required
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
