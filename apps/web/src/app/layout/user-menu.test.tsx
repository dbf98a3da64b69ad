import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { logInAs, mockApi, renderWithProviders } from '../../test/render';
import { runtimeConfigReply } from '../../test/runtime-config';
import { UserMenu } from './user-menu';

describe('UserMenu', () => {
  it('shows the version the server reports in /config.json', async () => {
    logInAs('Els');
    mockApi({ 'GET /config.json': { body: runtimeConfigReply({ version: '2.3.4' }) } });
    const { user } = renderWithProviders(<UserMenu />);
    await user.click(screen.getByRole('button', { name: 'Gebruikersmenu van Els' }));
    expect(await screen.findByText('Versie 2.3.4')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Afmelden' })).toBeInTheDocument();
  });
});
