import React, { useState } from 'react';
import { LightIcon, type LightIconType } from './light_icons';
import { ensureLightStyles } from './light_styles';
import { i18n } from '../i18n/translate';

type TestSubj = { 'data-test-subj'?: string };

/** How a light page is shown: its colour mode, and whether the shell hosts it (in-app navigation). */
export interface LightPageMode {
  colorMode?: 'light' | 'dark';
  /** Inside the shell, which has its own `main` landmark, the page is a plain block. */
  insideShell?: boolean;
}

/**
 * The page: one background, the content centred near the top. Served alone it is the page's one
 * `main` landmark; inside the shell it is a plain block.
 */
export const LightPage: React.FC<React.PropsWithChildren<LightPageMode & TestSubj>> = ({
  colorMode = 'light',
  insideShell = false,
  children,
  ...rest
}) => {
  ensureLightStyles();
  const Tag = insideShell ? 'div' : 'main';
  return (
    <Tag className="osdLight" data-color-mode={colorMode} {...rest}>
      {children}
    </Tag>
  );
};

export const LightPanel: React.FC<React.PropsWithChildren<TestSubj>> = ({ children, ...rest }) => (
  <div className="osdLight__panel" {...rest}>
    {children}
  </div>
);

interface FieldProps extends TestSubj {
  id: string;
  label: string;
  icon: LightIconType;
  value: string;
  onChange(value: string): void;
  invalid?: boolean;
  name?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** The element describing a problem with the field (an error call-out). */
  describedBy?: string;
}

/** A labelled text field with a leading icon. */
export const LightTextField: React.FC<FieldProps & { type?: 'text' | 'password'; after?: React.ReactNode }> = ({
  id,
  label,
  icon,
  value,
  onChange,
  invalid = false,
  type = 'text',
  after,
  describedBy,
  ...input
}) => (
  <div className="osdLight__row">
    <label className="osdLight__label" htmlFor={id}>
      {label}
    </label>
    <div className="osdLight__control" data-invalid={invalid}>
      <LightIcon type={icon} />
      <input
        className="osdLight__input"
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={invalid ? describedBy : undefined}
        {...input}
      />
      {after}
    </div>
  </div>
);

/** A password field with a button that shows or hides what was typed. */
export const LightPasswordField: React.FC<Omit<FieldProps, 'icon'>> = (props) => {
  const [shown, setShown] = useState(false);
  return (
    <LightTextField
      {...props}
      icon="lock"
      type={shown ? 'text' : 'password'}
      after={
        <button
          type="button"
          className="osdLight__toggle"
          onClick={() => setShown((was) => !was)}
          aria-label={
            shown
              ? i18n.translate('core.light.passwordField.hideAriaLabel', { defaultMessage: 'Hide password' })
              : i18n.translate('core.light.passwordField.showAriaLabel', { defaultMessage: 'Show password' })
          }
          aria-pressed={shown}
          aria-controls={props.id}
          data-test-subj={`${props['data-test-subj'] ?? 'password'}Toggle`}
        >
          <LightIcon type={shown ? 'eyeClosed' : 'eye'} />
        </button>
      }
    />
  );
};

interface ButtonProps extends TestSubj {
  type?: 'button' | 'submit';
  fill?: boolean;
  fullWidth?: boolean;
  isLoading?: boolean;
  onClick?(): void;
  className?: string;
  style?: React.CSSProperties;
  /** A link styled as a button (e.g. a single sign-on start URL). */
  href?: string;
  icon?: LightIconType;
}

export const LightButton: React.FC<React.PropsWithChildren<ButtonProps>> = ({
  type = 'button',
  fill = false,
  fullWidth = false,
  isLoading = false,
  onClick,
  className,
  style,
  href,
  icon,
  children,
  ...rest
}) => {
  const classes = [
    'osdLight__button',
    fill ? 'osdLight__button--fill' : 'osdLight__button--empty',
    fullWidth ? 'osdLight__button--full' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {isLoading && (
        <span
          className="osdLight__spinner"
          role="progressbar"
          aria-label={i18n.translate('core.light.button.loadingAriaLabel', { defaultMessage: 'Loading' })}
        />
      )}
      {icon && !isLoading && <LightIcon type={icon} />}
      {children}
    </>
  );
  if (href !== undefined) {
    return (
      <a className={classes} style={style} href={href} onClick={onClick} {...rest}>
        {content}
      </a>
    );
  }
  return (
    <button type={type} className={classes} style={style} onClick={onClick} disabled={isLoading} {...rest}>
      {content}
    </button>
  );
};

const CALLOUT_ICONS = { danger: 'error', warning: 'warning', primary: 'info', success: 'check' } as const;

/** A one-line message above the form: an error (announced at once), a warning or a note. */
export const LightCallOut: React.FC<
  { color: keyof typeof CALLOUT_ICONS; title: string; id?: string; role?: 'alert' | 'status' } & TestSubj
> = ({ color, title, id, role, ...rest }) => (
  <div className={`osdLight__callout osdLight__callout--${color}`} id={id} role={role} {...rest}>
    <LightIcon type={CALLOUT_ICONS[color]} />
    <span>{title}</span>
  </div>
);

/** A message page's prompt: an icon, a title (the page's h1), a text and the actions under it. */
interface LightPromptProps {
  icon: LightIconType;
  title: string;
  body: string;
  titleTestSubj?: string;
  bodyTestSubj?: string;
}

/**
 * A page that says one thing (the custom error, missing-role and "Log out?" pages): its prompt in a
 * panel, laid out as EUI's empty prompt.
 */
export const LightPromptPage: React.FC<React.PropsWithChildren<LightPageMode & TestSubj & LightPromptProps>> = ({
  colorMode,
  insideShell,
  'data-test-subj': testSubj,
  icon,
  title,
  body,
  titleTestSubj,
  bodyTestSubj,
  children,
}) => (
  <LightPage colorMode={colorMode} insideShell={insideShell} data-test-subj={testSubj}>
    <LightPanel>
      <div className="osdLight__prompt">
        <LightIcon type={icon} />
        <h1 className="osdLight__title" data-test-subj={titleTestSubj}>
          {title}
        </h1>
        <p className="osdLight__subtitle" data-test-subj={bodyTestSubj}>
          {body}
        </p>
        {children}
      </div>
    </LightPanel>
  </LightPage>
);
