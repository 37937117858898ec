import type { Brand } from '@bistro/contract/brand';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InEnglish } from '@/test/in-english.tsx';
import { Footer } from './footer.tsx';

const site = {
  developer: { name: 'Ada Cook', roles: ['Chef', 'Engineer'], url: 'https://ada.example' },
  mapUrl: 'https://maps.example/bistro',
};
const brand: Brand = {
  name: 'Bistro Boss',
  tagline: 'Providing reliable foods since 1992',
  logo: null,
  primaryColor: null,
  primaryTextColor: null,
  address: '12 Quay Street, Portsmouth',
  phone: '+44 23 9200 0000',
  email: null,
  social: { facebook: 'https://facebook.example/bistro', instagram: null, twitter: null },
  mailFrom: null,
};

describe('Footer', () => {
  it('shows the blurb, the hours and the developer credit with both role lines', () => {
    render(<Footer site={site} brand={brand} hours={['Mon–Fri: 11:00am to 10:00pm', 'Sat–Sun: closed']} />, {
      wrapper: InEnglish,
    });
    expect(screen.getByText('Providing reliable foods since 1992')).toBeInTheDocument();
    expect(screen.getByText('Mon–Fri: 11:00am to 10:00pm')).toBeInTheDocument();
    expect(screen.getByText('Sat–Sun: closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Cook' })).toHaveAttribute('href', 'https://ada.example');
    expect(screen.getByText('Chef')).toBeInTheDocument();
    expect(screen.getByText('Engineer')).toBeInTheDocument();
  });

  it('links only the social icons that are configured: no dead links', () => {
    render(<Footer site={site} brand={brand} hours={undefined} />, { wrapper: InEnglish });
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.example/bistro');
    expect(screen.queryByRole('link', { name: 'Instagram' })).toBeNull();
    expect(screen.getByText('Instagram')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toBe('#');
  });

  it('shows the address as a map link and the phone as a call link, only when configured', () => {
    const { rerender } = render(<Footer site={site} brand={brand} hours={undefined} />, { wrapper: InEnglish });
    expect(screen.getByRole('link', { name: '12 Quay Street, Portsmouth' })).toHaveAttribute(
      'href',
      'https://maps.example/bistro',
    );
    expect(screen.getByRole('link', { name: '+44 23 9200 0000' })).toHaveAttribute('href', 'tel:+442392000000');
    rerender(<Footer site={site} brand={{ ...brand, address: null, phone: null }} hours={undefined} />);
    expect(screen.queryByRole('link', { name: /Quay Street/ })).toBeNull();
  });

  it('says the restaurant’s own name, tagline and email, and credits its team when no developer is named', () => {
    const own = { ...brand, name: 'Chez Lina', tagline: 'Bistrot du quartier', email: 'bonjour@chezlina.example' };
    render(<Footer site={{ ...site, developer: { ...site.developer, name: null } }} brand={own} hours={undefined} />, {
      wrapper: InEnglish,
    });
    expect(screen.getByText('Chez Lina')).toBeInTheDocument();
    expect(screen.getByText('Bistrot du quartier')).toBeInTheDocument();
    expect(screen.queryByText('Providing reliable foods since 1992')).toBeNull();
    expect(screen.getByRole('link', { name: 'bonjour@chezlina.example' })).toHaveAttribute(
      'href',
      'mailto:bonjour@chezlina.example',
    );
    expect(screen.getByRole('link', { name: 'The Chez Lina team' })).toHaveAttribute('href', 'https://ada.example');
    expect(document.body.textContent).not.toContain('Bistro Boss');
  });
});
