import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TextField } from '../components/text-field/text-field';
import type { SchemaLike } from './schema-like';
import { useSchemaForm, type SchemaSource } from './use-schema-form';

// zod is a test-only import here: the hook takes any object with safeParse, and a zod schema is one.
const SignUp = z
  .object({
    name: z.string().min(1, 'Name is required'),
    age: z.number({ error: 'Age must be a number' }).min(0, 'Age must be 0 or more'),
    confirm: z.string(),
  })
  .refine((value) => value.confirm === value.name, { message: 'Names must match', path: ['confirm'] });

interface Draft {
  name: string;
  age: string;
  confirm: string;
}

const EMPTY: Draft = { name: '', age: '', confirm: '' };

function SignUpForm({ schema = SignUp, onValid }: { schema?: SchemaSource<z.infer<typeof SignUp>>; onValid: (data: unknown) => unknown }) {
  const form = useSchemaForm(schema, { initial: EMPTY, input: (draft: Draft) => ({ ...draft, age: draft.age === '' ? undefined : Number(draft.age) }) });
  return (
    <form onSubmit={form.submit(onValid)} noValidate>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Age" {...form.field('age')} />
      <TextField label="Confirm" {...form.field('confirm')} />
      {Boolean(form.failure) && <p>Not saved</p>}
      <button type="submit">{form.submitting ? 'Saving' : 'Save'}</button>
    </form>
  );
}

const save = () => userEvent.click(screen.getByRole('button', { name: /Save/ }));

describe('useSchemaForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('checks nothing before the first save, then shows each field’s message and calls nothing', async () => {
    const onValid = vi.fn();
    render(<SignUpForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Age'), '-1');
    expect(screen.getByLabelText('Age')).not.toHaveAttribute('aria-invalid');
    await save();
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Age')).toHaveAccessibleDescription('Age must be 0 or more');
    expect(screen.getByLabelText('Confirm')).not.toHaveAttribute('aria-invalid');
  });

  it('focuses the first invalid field in the order of the page and scrolls it to the middle', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    render(<SignUpForm onValid={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await save();
    // Age (empty) and Confirm (differs) are invalid; Age comes first.
    expect(screen.getByLabelText('Age')).toHaveFocus();
    expect(scroll).toHaveBeenCalledWith({ block: 'center' });
    expect(scroll.mock.contexts.at(-1)).toBe(screen.getByLabelText('Age'));
  });

  it('after a failed save, a message follows what is typed and goes once the field is right', async () => {
    render(<SignUpForm onValid={vi.fn()} />);
    await save();
    const age = screen.getByLabelText('Age');
    expect(age).toHaveAccessibleDescription('Age must be a number');
    await userEvent.type(age, '-');
    expect(age).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(age);
    await userEvent.type(age, '4');
    expect(age).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Age must/)).not.toBeInTheDocument();
    // A field checked against another clears when the other one changes.
    await userEvent.type(screen.getByLabelText('Confirm'), 'Ada');
    expect(screen.getByLabelText('Confirm')).toHaveAccessibleDescription('Names must match');
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    expect(screen.getByLabelText('Confirm')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('hands what the schema gave to onValid, and stops checking while typing after a good save', async () => {
    const onValid = vi.fn();
    render(<SignUpForm onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Age'), '36');
    await userEvent.type(screen.getByLabelText('Confirm'), 'Ada');
    await save();
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', age: 36, confirm: 'Ada' }, { name: 'Ada', age: '36', confirm: 'Ada' });
    await userEvent.clear(screen.getByLabelText('Name'));
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('loads a schema given as a loader on the first save, showing it is busy, and keeps it for checks while typing', async () => {
    let arrive: (schema: SchemaLike<z.infer<typeof SignUp>>) => void = () => undefined;
    const loader = vi.fn(() => new Promise<SchemaLike<z.infer<typeof SignUp>>>((resolve) => (arrive = resolve)));
    render(<SignUpForm schema={loader} onValid={vi.fn()} />);
    expect(loader).not.toHaveBeenCalled();
    await save();
    expect(screen.getByRole('button')).toHaveTextContent('Saving');
    arrive(SignUp);
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Name'), 'A');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('keeps the values and says so when the schema cannot be loaded', async () => {
    render(<SignUpForm schema={() => Promise.reject(new Error('Loading chunk 7 failed'))} onValid={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await save();
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.getByRole('button')).toHaveTextContent('Save');
  });

  it('shows it is busy while onValid’s promise is pending', async () => {
    let done = () => undefined as void;
    render(<SignUpForm onValid={() => new Promise<void>((resolve) => (done = resolve))} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Age'), '1');
    await userEvent.type(screen.getByLabelText('Confirm'), 'Ada');
    await save();
    expect(screen.getByRole('button')).toHaveTextContent('Saving');
    done();
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('Save'));
  });

  it('takes a hand-written check with the same shape, and scrolls to a message outside any field', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const pickSomething: SchemaLike<string> = { safeParse: () => ({ success: false, error: { issues: [{ path: [], message: 'Nothing was picked' }] } }) };
    function PickForm() {
      const form = useSchemaForm(pickSomething, { initial: {} });
      return (
        <form onSubmit={form.submit(vi.fn())}>
          <button type="submit">Save</button>
          {form.errors['form'] && <div role="alert">{form.errors['form']}</div>}
        </form>
      );
    }
    render(<PickForm />);
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was picked');
    expect(scroll.mock.contexts.at(-1)).toBe(screen.getByRole('alert'));
  });
});
