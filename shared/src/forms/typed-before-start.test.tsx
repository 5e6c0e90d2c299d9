// @vitest-environment happy-dom
import '../testing/setup-dom.js';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TYPED_FORM_ATTRIBUTE } from '../boot.js';
import {
  capturePrerenderedPage,
  discardPrerenderedPage,
  PageFallback,
} from '../components/prerendered-page.js';
import { renderApp } from '../testing/render-app.js';
import { FormField } from './form-field.js';
import { useWattleForm } from './use-wattle-form.js';
import { WattleForm } from './wattle-form.js';

const schema = z.object({ email: z.string(), password: z.string() });

function LogIn() {
  const form = useWattleForm({
    typedBeforeStart: 'log-in',
    schema,
    initialValues: { email: '', password: '' },
    required: ['email', 'password'],
    onSubmit: () => undefined,
  });
  return (
    <WattleForm form={form} submitLabel="Log in">
      <FormField form={form} name="email" label="Email" />
      <FormField form={form} name="password" label="Password" type="password" />
    </WattleForm>
  );
}

/** The server's page: the live form's own markup, as the build prerenders it, on screen. */
function prerenderedLogIn() {
  const { container, unmount } = renderApp(<LogIn />, { route: '/login' });
  const html = container.innerHTML;
  unmount();
  const root = document.createElement('div');
  root.innerHTML = `<div data-prerendered-page="/login" style="display:contents">${html}</div>`;
  document.body.append(root);
  return root;
}

const field = (root: ParentNode, name: string) =>
  root.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;

afterEach(() => {
  discardPrerenderedPage();
  document.body.innerHTML = '';
});

describe('typing into a prerendered form before the app starts', () => {
  it('is carried through the fallback copy into the live form, with the focus, once', async () => {
    const server = prerenderedLogIn();
    expect(server.querySelector(`form[${TYPED_FORM_ATTRIBUTE}="log-in"]`)).not.toBeNull();
    // The visitor taps the e-mail field (which starts the app) and types while it loads.
    field(server, 'email').focus();
    fireEvent.input(field(server, 'email'), { target: { value: 'cust' } });
    capturePrerenderedPage(server);
    server.remove();

    const copy = renderApp(<PageFallback />, { route: '/login' });
    const copiedEmail = field(copy.container, 'email');
    expect(copiedEmail).toHaveValue('cust');
    expect(copiedEmail).toHaveFocus();
    await userEvent.type(copiedEmail, 'omer@wattle.dev');
    copy.unmount();

    const live = renderApp(<LogIn />, { route: '/login' });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('customer@wattle.dev');
    expect(email).toHaveFocus();
    await userEvent.type(email, '.au');
    expect(email).toHaveValue('customer@wattle.dev.au');
    await userEvent.type(screen.getByLabelText('Password'), 'wattle-demo-pass');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    live.unmount();

    // Met again later (back to /login), the form starts empty and takes no focus.
    renderApp(<LogIn />, { route: '/login' });
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Email')).not.toHaveFocus();
  });

  it('leaves the focus alone when the visitor had moved on from the field', async () => {
    const server = prerenderedLogIn();
    field(server, 'email').focus();
    fireEvent.input(field(server, 'email'), { target: { value: 'customer@wattle.dev' } });
    capturePrerenderedPage(server);
    // They tap the page's background: the field they left is still on the page, so that was
    // their move, not the takeover's.
    field(server, 'email').blur();
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.remove();

    renderApp(<LogIn />, { route: '/login' });
    expect(screen.getByLabelText('Email')).toHaveValue('customer@wattle.dev');
    expect(screen.getByLabelText('Email')).not.toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('keeps nothing from a form that does not carry typing, or from the live page itself', async () => {
    const root = document.createElement('div');
    root.innerHTML = `<div data-prerendered-page="/contact-us"><form aria-label="Contact"><input name="email" value=""></form></div>`;
    document.body.append(root);
    fireEvent.input(field(root, 'email'), { target: { value: 'someone@example.com' } });
    capturePrerenderedPage(root);
    root.remove();
    renderApp(<LogIn />, { route: '/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    expect(screen.getByLabelText('Email')).toHaveValue('a@b.co');
  });
});
