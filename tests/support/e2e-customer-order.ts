import { profiles, users } from '../../src/db/schema/auth';
import { orderItems, orders } from '../../src/db/schema/sales';
import { hashPassword } from '../../src/server/auth/password';
import type { StartedServer } from '../../src/server/start';

const ADDRESS = {
  firstName: 'Grace',
  lastName: 'Hopper',
  address: '1 Harbor Rd',
  city: 'Arlington',
  state: 'VA',
  zipCode: '22201',
  country: 'US',
};

/**
 * A confirmed customer, Grace Hopper, and her paid order (confirmed unless told) of two Gear Spinners, written
 * straight to the database: the state a checkout leaves, for specs that test what the owner does
 * next rather than the checkout itself.
 */
export async function insertCustomerWithOrder(
  server: StartedServer,
  customer: { email: string; password: string },
  status: 'confirmed' | 'processing' = 'confirmed',
) {
  const db = server.app.db;
  const [user] = await db
    .insert(users)
    .values({
      email: customer.email,
      passwordHash: await hashPassword(customer.password),
      emailConfirmedAt: new Date(),
    })
    .returning();
  await db.insert(profiles).values({ userId: user!.id, firstName: 'Grace', lastName: 'Hopper' });
  const [order] = await db
    .insert(orders)
    .values({
      userId: user!.id,
      customerEmail: customer.email,
      customerName: 'Grace Hopper',
      billingAddress: ADDRESS,
      shippingAddress: ADDRESS,
      subtotal: '35.98',
      shippingAmount: '5.99',
      total: '41.97',
      status,
      paymentStatus: 'paid',
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    productName: 'Gear Spinner',
    sku: 'FDG-GER-02',
    quantity: 2,
    price: '17.99',
    total: '35.98',
  });
  return order!;
}
