import { loginSchema, type LoginValues } from '@leave/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from '@/components/ui/form-field/TextField';
import { useSchemaForm, type SafeParseSchema } from './use-schema-form';

/** A schema that arrives when the test says so, as a dynamic import does after the first paint. */
function lateSchema() {
  let arrive: () => void = () => undefined;
  let failNext = false;
  const load = () =>
    new Promise<SafeParseSchema<LoginValues>>((resolve, reject) => {
      if (failNext) {
        failNext = false;
        reject(new Error('chunk failed to load'));
        return;
      }
      arrive = () => resolve(loginSchema);
    });
  return { load, arrive: () => act(() => arrive()), failOnce: () => (failNext = true) };
}

function SignInForm({ load, sent, onUnavailable }: { load: () => Promise<SafeParseSchema<LoginValues>>; sent: LoginValues[]; onUnavailable?: () => void }) {
  const form = useSchemaForm(load, { email: '', password: '' });
  return (
    <form onSubmit={form.handleSubmit((values) => sent.push(values), onUnavailable)} noValidate>
      <TextField label="Email Address" {...form.bind('email')} />
      <TextField label="Password" {...form.bind('password')} />
      <button type="submit">Sign In</button>
    </form>
  );
}

describe('a form whose schema loads after the first paint', () => {
  it('shows the fields at once, and a submit made before the schema arrives waits for it', async () => {
    const schema = lateSchema();
    const sent: LoginValues[] = [];
    const user = userEvent.setup();
    render(<SignInForm load={schema.load} sent={sent} />);

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await schema.arrive();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email Address'), 'esha@college.edu');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(sent).toEqual([{ email: 'esha@college.edu', password: 'secret123' }]);
  });

  it('sends nothing unchecked when the schema failed to load: a submit loads it again, then sends', async () => {
    const schema = lateSchema();
    schema.failOnce();
    const sent: LoginValues[] = [];
    const user = userEvent.setup();
    render(<SignInForm load={schema.load} sent={sent} />);

    await user.type(screen.getByLabelText('Email Address'), 'esha@college.edu');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(sent).toEqual([]);
    await schema.arrive();
    expect(sent).toEqual([{ email: 'esha@college.edu', password: 'secret123' }]);
  });

  it('tells the screen when a submit cannot load the schema, instead of a click that does nothing', async () => {
    const schema = lateSchema();
    schema.failOnce();
    const sent: LoginValues[] = [];
    let unavailable = 0;
    const user = userEvent.setup();
    render(<SignInForm load={schema.load} sent={sent} onUnavailable={() => (unavailable += 1)} />);
    await user.type(screen.getByLabelText('Email Address'), 'esha@college.edu');
    await user.type(screen.getByLabelText('Password'), 'secret123');

    schema.failOnce();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(unavailable).toBe(1);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await schema.arrive();
    expect(sent).toEqual([{ email: 'esha@college.edu', password: 'secret123' }]);
    expect(unavailable).toBe(1);
  });
});
