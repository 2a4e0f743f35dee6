import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
// The first page stays light: the bare Input and Password, not the whole Input family or antd's Form.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, useState } from 'react';
import { preloadLoginClient, useLogin } from '../api/login.ts';

type Errors = { user_id?: string; password?: string };

/** User ID and password; the server's message shows in the 'Oopss!!' box on failure. */
export function LoginForm({ onDone }: { onDone: () => void }) {
  const login = useLogin();
  const [userId, setUserId] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {
      user_id: userId.trim() ? undefined : 'User ID Tidak Boleh Kosong',
      password: password ? undefined : 'Password Tidak Boleh Kosong',
    };
    setErrors(next);
    if (next.user_id || next.password) return;
    login.mutate({ user_id: userId.trim(), password }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate className="login-form">
      <label htmlFor="user_id">User ID</label>
      <Input
        id="user_id"
        name="user_id"
        prefix={<UserOutlined />}
        autoComplete="username"
        autoFocus
        size="large"
        placeholder="User ID"
        value={userId}
        status={errors.user_id ? 'error' : undefined}
        aria-invalid={!!errors.user_id}
        aria-describedby={errors.user_id ? 'user_id-error' : undefined}
        onChange={(e) => {
          void preloadLoginClient();
          setUserId(e.target.value);
        }}
      />
      <div id="user_id-error" className="login-error" role="alert">
        {errors.user_id}
      </div>
      <label htmlFor="password">Password</label>
      <Password
        id="password"
        name="password"
        prefix={<LockOutlined />}
        autoComplete="current-password"
        size="large"
        placeholder="Password"
        value={password}
        status={errors.password ? 'error' : undefined}
        aria-invalid={!!errors.password}
        aria-describedby={errors.password ? 'password-error' : undefined}
        onChange={(e) => {
          void preloadLoginClient();
          setPassword(e.target.value);
        }}
      />
      <div id="password-error" className="login-error" role="alert">
        {errors.password}
      </div>
      <Button type="primary" htmlType="submit" block size="large" loading={login.isPending}>
        Login
      </Button>
    </form>
  );
}
