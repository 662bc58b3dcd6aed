import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ProductTabs } from '../../src/islands/bid/list/product-tabs';
import { Alert, Button, Form } from '../../src/islands/ui/bootstrap';

function VolumeForm({ onValid }: { onValid: (v: { volume: string; agreed: boolean }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { volume: '', agreed: false } });
  return (
    <Form noValidate onSubmit={handleSubmit(onValid)}>
      <Form.Group controlId="volume">
        <Form.Label>入札量</Form.Label>
        <Form.Control type="text" isInvalid {...register('volume')} />
        <Form.Control.Feedback type="invalid">入札量は必須入力です。</Form.Control.Feedback>
      </Form.Group>
      <Form.Check type="checkbox" id="agreed" label="同意する" {...register('agreed')} />
      <Button type="submit">確認</Button>
    </Form>
  );
}

describe('the Bootstrap parts on plain elements', () => {
  it('name a control by its group label, take react-hook-form registrations and submit', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<VolumeForm onValid={onValid} />);
    const volume = screen.getByRole('textbox', { name: '入札量' });
    expect(volume.className).toBe('form-control is-invalid');
    await user.type(volume, '1,000');
    await user.click(screen.getByRole('checkbox', { name: '同意する' }));
    await user.click(screen.getByRole('button', { name: '確認' }));
    expect(onValid).toHaveBeenCalledWith({ volume: '1,000', agreed: true }, expect.anything());
  });

  it('a plain button does not submit; a dismissible alert closes with 閉じる', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Alert variant="warning" dismissible onClose={onClose}>
        PDFを取得できませんでした。
      </Alert>,
    );
    expect(screen.getByRole('alert').className).toBe('alert alert-warning alert-dismissible');
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(onClose).toHaveBeenCalledOnce();
    render(<Button variant="outline-secondary">クリア</Button>);
    expect(screen.getByRole('button', { name: 'クリア' }).getAttribute('type')).toBe('button');
  });
});

function Tabs() {
  const [productCd, setProductCd] = useState(1);
  return (
    <ProductTabs productCd={productCd} codes={null} onChange={setProductCd}>
      <p>商品 {productCd}</p>
    </ProductTabs>
  );
}

describe('ProductTabs', () => {
  it('keeps only the selected tab in the Tab order and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(document.activeElement).toBe(tabs[0]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tabs[2]);
    expect(screen.getByRole('tabpanel').textContent).toBe('商品 3');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[2]!.id);
    await user.click(tabs[1]!);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
  });
});
