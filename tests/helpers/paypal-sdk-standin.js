/**
 * Stand-in for PayPal's JS SDK (https://www.paypal.com/sdk/js), served by
 * tests/helpers/paypal-standin.ts at /sdk/js. Implements the part of `paypal.Buttons`
 * that @paypal/react-paypal-js uses (isEligible, render, close, updateProps) and calls
 * the page's callbacks as the real SDK does: click -> onClick, createOrder -> a "PayPal
 * window" (a dialog in the page instead of a popup) -> Approve: the stand-in marks the
 * order approved, then onApprove({orderID, payerID}, actions) | Cancel: onCancel({orderID}).
 * A thrown createOrder/onApprove goes to onError. actions.restart() reopens the window.
 */
;(function () {
  var base = new URL(document.currentScript.src).origin

  function Buttons(options) {
    var container = null
    var orderID = null

    function fail(err) {
      if (options.onError) options.onError(err instanceof Error ? err : new Error(String(err)))
    }

    function openWindow() {
      var dialog = document.createElement('div')
      dialog.setAttribute('role', 'dialog')
      dialog.setAttribute('aria-label', 'PayPal stand-in checkout')
      dialog.dataset.paypalStandinWindow = orderID
      var approve = document.createElement('button')
      approve.type = 'button'
      approve.textContent = 'Approve payment'
      var cancel = document.createElement('button')
      cancel.type = 'button'
      cancel.textContent = 'Cancel payment'
      dialog.append(approve, cancel)
      container.append(dialog)
      approve.addEventListener('click', function () {
        dialog.remove()
        fetch(base + '/__standin/approve/' + orderID, { method: 'POST' })
          .then(function () {
            return options.onApprove(
              { orderID: orderID, payerID: 'PAYERSTANDIN1', paymentSource: 'paypal' },
              actions,
            )
          })
          .catch(fail)
      })
      cancel.addEventListener('click', function () {
        dialog.remove()
        if (options.onCancel) options.onCancel({ orderID: orderID })
      })
    }

    var actions = {
      restart: function () {
        openWindow()
        return Promise.resolve()
      },
    }

    function start() {
      if (options.onClick) options.onClick({ fundingSource: 'paypal' }, {})
      Promise.resolve()
        .then(function () {
          return options.createOrder({ paymentSource: 'paypal' }, {})
        })
        .then(function (id) {
          if (typeof id !== 'string' || !id) throw new Error('Expected an order id to be passed')
          orderID = id
          openWindow()
        })
        .catch(fail)
    }

    return {
      isEligible: function () {
        return true
      },
      render: function (element) {
        container = typeof element === 'string' ? document.querySelector(element) : element
        var button = document.createElement('button')
        button.type = 'button'
        button.className = 'paypal-standin-button'
        button.textContent = 'PayPal'
        button.addEventListener('click', start)
        container.append(button)
        if (options.onInit)
          options.onInit(
            {},
            {
              enable: function () {
                return Promise.resolve()
              },
              disable: function () {
                return Promise.resolve()
              },
            },
          )
        return Promise.resolve()
      },
      close: function () {
        if (container) container.replaceChildren()
        return Promise.resolve()
      },
      updateProps: function () {
        return Promise.resolve()
      },
    }
  }

  window.paypal = { version: 'standin', Buttons: Buttons }
})()
